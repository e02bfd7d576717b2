import { useEffect, useState } from 'react'
import { headingTop } from '@/lib/chrome/heading-position'

/** The id of the heading currently in view (the last one scrolled past the top of the viewport). */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (ids.length === 0) return
    const update = () => {
      const offset = 100
      let current: string | undefined = ids[0]
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && headingTop(element) - offset <= 0) current = id
      }
      setActive(current)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [ids])
  return active
}
