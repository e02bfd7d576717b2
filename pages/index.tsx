import { HomeHero } from '@/components/home/HomeHero'
import { HomeOverview } from '@/components/home/HomeOverview'
import { HomeSections } from '@/components/home/HomeSections'
import { PageHead } from '@/components/layout/PageHead'

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
