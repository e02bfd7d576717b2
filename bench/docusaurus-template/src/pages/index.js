/** The home page, with the same content as ours (pages/index.tsx, copied). */
import Link from '@docusaurus/Link'
import CodeBlock from '@theme/CodeBlock'
import Layout from '@theme/Layout'
import site from '@site/bench-site.json'

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

const intro = `Spring Boot Admin is a web application that collects the actuator endpoints of your Spring Boot
applications and shows them in one place: health, metrics, log files, loggers, environment, threads, JMX beans
and more. Applications register with the server through a small client library or are discovered through
Spring Cloud, and the server can notify you when one of them goes down.`

const quickStart = (version) => `<dependency>
  <groupId>de.codecentric</groupId>
  <artifactId>spring-boot-admin-starter-server</artifactId>
  <version>${version}</version>
</dependency>`

export default function Home() {
  const minor = site.version.split('.').slice(0, 2).join('.')
  return (
    <Layout title={site.title} description={site.description}>
      <header className="hero hero--primary">
        <div className="container text--center">
          <h1 className="hero__title">
            {site.title} {site.version}
          </h1>
          <p className="hero__subtitle">{site.tagline}.</p>
          <Link
            className="button button--secondary button--lg margin-right--sm"
            to="/docs/installation-and-setup"
          >
            Get started
          </Link>
          <Link className="button button--outline button--secondary button--lg" to="/docs/index">
            Read the overview
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--6">
            <h2>What it is</h2>
            <p>{intro}</p>
          </div>
          <div className="col col--6">
            <h2>Quick start</h2>
            <p>
              Add the server starter to a Spring Boot {minor} application and annotate its main class with{' '}
              <code>@EnableAdminServer</code>:
            </p>
            <CodeBlock language="xml">{quickStart(site.version)}</CodeBlock>
          </div>
        </div>
        <h2>Explore the documentation</h2>
        <div className="row">
          {sections.map((section) => (
            <div key={section.href} className="col col--4 margin-bottom--md">
              <Link className="card padding--md" to={section.href}>
                <strong>{section.title}</strong>
                <span>{section.text}</span>
              </Link>
            </div>
          ))}
        </div>
      </main>
    </Layout>
  )
}
