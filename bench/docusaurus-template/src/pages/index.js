/** The home page, with the same content as ours (pages/index.tsx): the texts come from content/home.json through bench-site.json. */
import Link from '@docusaurus/Link'
import CodeBlock from '@theme/CodeBlock'
import Layout from '@theme/Layout'
import site from '@site/bench-site.json'

const { home } = site

const quickStart = `<dependency>
  <groupId>${home.quickStart.groupId}</groupId>
  <artifactId>${home.quickStart.artifactId}</artifactId>
  <version>${site.version}</version>
</dependency>`

export default function Home() {
  return (
    <Layout title={site.title} description={site.description}>
      <header className="hero hero--primary">
        <div className="container text--center">
          <h1 className="hero__title">
            {site.title} {site.version}
          </h1>
          <p className="hero__subtitle">{site.tagline}.</p>
          <Link className="button button--secondary button--lg margin-right--sm" to={home.primaryAction.href}>
            {home.primaryAction.label}
          </Link>
          <Link
            className="button button--outline button--secondary button--lg"
            to={home.secondaryAction.href}
          >
            {home.secondaryAction.label}
          </Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--6">
            <h2>{home.intro.title}</h2>
            <p>{home.intro.text}</p>
          </div>
          <div className="col col--6">
            <h2>{home.quickStart.title}</h2>
            <p>
              {home.quickStart.lead} <code>{home.quickStart.annotation}</code>:
            </p>
            <CodeBlock language="xml">{quickStart}</CodeBlock>
          </div>
        </div>
        <h2>{home.sectionsTitle}</h2>
        <div className="row">
          {home.sections.map((section) => (
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
