import { siteConfig } from '@/site.config'

const { home, serverStarter } = siteConfig

/** The Maven dependency of the server starter, as a reader pastes it into a `pom.xml`. */
const dependency = `<dependency>
  <groupId>${serverStarter.groupId}</groupId>
  <artifactId>${serverStarter.artifactId}</artifactId>
  <version>${serverStarter.version}</version>
</dependency>`

/** What Spring Boot Admin is, beside the quick start that adds its server to an application. */
export function HomeOverview() {
  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-6 py-14 lg:grid-cols-2">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{home.intro.title}</h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{home.intro.text}</p>
      </div>
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{home.quickStart.title}</h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {home.quickStart.lead} <code>{home.quickStart.annotation}</code>:
        </p>
        <pre className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <code>{dependency}</code>
        </pre>
      </div>
    </section>
  )
}
