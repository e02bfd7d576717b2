import { homeContent } from '@/lib/content/home'
import { siteConfig } from '@/site.config'

const { intro, quickStart } = homeContent

/** The server starter as a Maven dependency of this release, as a reader pastes it into a `pom.xml`. */
const dependency = `<dependency>
  <groupId>${quickStart.groupId}</groupId>
  <artifactId>${quickStart.artifactId}</artifactId>
  <version>${siteConfig.version}</version>
</dependency>`

/** What Spring Boot Admin is, beside the quick start that adds its server to an application. */
export function HomeOverview() {
  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-6 py-14 lg:grid-cols-2">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{intro.title}</h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{intro.text}</p>
      </div>
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{quickStart.title}</h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {quickStart.lead} <code>{quickStart.annotation}</code>:
        </p>
        <pre className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <code>{dependency}</code>
        </pre>
      </div>
    </section>
  )
}
