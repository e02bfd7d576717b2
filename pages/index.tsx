import Link from 'next/link'
import { PageHead } from '@/components/layout/PageHead'
import { siteConfig } from '@/site.config'

const sections = [
  {
    title: 'Installation and Setup',
    href: '/docs/installation-and-setup',
    text: 'From nothing to a running admin server with registered applications.',
  },
  {
    title: 'Server',
    href: '/docs/server',
    text: 'Proxies, service discovery, security, events, clustering and notifications.',
  },
  {
    title: 'Clients',
    href: '/docs/client',
    text: 'Register applications with the client starter and tune what they report.',
  },
  {
    title: 'Customizing',
    href: '/docs/customize',
    text: 'Colours, logos, views, custom pages, HTTP headers and interceptors.',
  },
  {
    title: 'Notifications',
    href: '/docs/server/notifications',
    text: 'Slack, Teams, mail, Telegram and more when an application changes state.',
  },
  {
    title: 'Third Party Integrations',
    href: '/docs/third-party',
    text: 'Monitor applications that are not written in Java, such as Python services.',
  },
]

const quickStart = `<dependency>
  <groupId>de.codecentric</groupId>
  <artifactId>spring-boot-admin-starter-server</artifactId>
  <version>${siteConfig.version}</version>
</dependency>`

export default function HomePage() {
  return (
    <main>
      <PageHead path="/" />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white px-6 py-16 text-center dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {siteConfig.title} <span className="text-brand-800 dark:text-brand-300">{siteConfig.version}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {siteConfig.tagline}.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            href="/docs/installation-and-setup"
            className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200"
          >
            Get started
          </Link>
          <Link
            href="/docs/index"
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-brand-700 dark:border-slate-600 dark:text-slate-100"
          >
            Read the overview
          </Link>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-10 px-6 py-14 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">What it is</h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            Spring Boot Admin is a web application that collects the actuator endpoints of your Spring Boot
            applications and shows them in one place: health, metrics, log files, loggers, environment,
            threads, JMX beans and more. Applications register with the server through a small client library
            or are discovered through Spring Cloud, and the server can notify you when one of them goes down.
          </p>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Quick start</h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            Add the server starter to a Spring Boot {siteConfig.version.split('.').slice(0, 2).join('.')}{' '}
            application and annotate its main class with <code>@EnableAdminServer</code>:
          </p>
          <pre className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
            <code>{quickStart}</code>
          </pre>
        </div>
      </section>
      <section aria-labelledby="sections-title" className="mx-auto max-w-6xl px-6 pb-16">
        <h2 id="sections-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          Explore the documentation
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="flex h-full flex-col rounded-card border border-slate-200 p-5 hover:border-brand-700 dark:border-slate-700 dark:hover:border-brand-300"
              >
                <span className="font-semibold text-slate-900 dark:text-white">{section.title}</span>
                <span className="mt-1 text-sm text-slate-700 dark:text-slate-300">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
