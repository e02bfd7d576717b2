import type { GetStaticProps } from 'next'
import { HomeHero } from '@/components/home/HomeHero'
import { HomeOverview } from '@/components/home/HomeOverview'
import { HomeSections } from '@/components/home/HomeSections'
import { PageHead } from '@/components/common/PageHead'
import { releaseTracker } from '@/lib/releases/server'
import { versionNavAt } from '@/lib/releases/pages'
import type { VersionNavProps } from '@/lib/versions/version-nav'
import { siteConfig } from '@/site.config'

export default function HomePage() {
  return (
    <main>
      <PageHead path="/" />
      <HomeHero />
      <HomeOverview />
      <HomeSections />
    </main>
  )
}

// The page itself is the build's; its version dropdown follows the versions manifest.
export const getStaticProps: GetStaticProps<VersionNavProps> = async () => {
  // During `npm run build`, after this version's publish has written its manifest entry.
  await releaseTracker()
    .current()
    .catch(() => undefined)
  return { props: { versionNav: await versionNavAt('/') }, revalidate: siteConfig.revalidateSeconds }
}
