import { XMarkIcon } from '@heroicons/react/20/solid'
import { SiteLink } from '@/components/common/SiteLink'
import { useAnnouncementBar } from '@/hooks/useAnnouncementBar'
import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'

const { content, href, isCloseable } = siteConfig.announcementBar

/**
 * The announcement above the navbar. A dismissed bar is hidden by CSS before first paint
 * (`html[data-announcement-dismissed]`, set by the boot script), so the page never jumps.
 */
export function AnnouncementBar() {
  const { dismissed, dismiss } = useAnnouncementBar()
  if (!content || dismissed) return null
  return (
    <div
      data-announcement-bar
      role="region"
      aria-label={chromeStrings.announcement}
      className="relative flex min-h-[var(--announcement-height)] items-center justify-center bg-brand-800 px-12 py-2 text-center text-sm text-white"
    >
      <SiteLink href={href} className="font-medium underline underline-offset-2 hover:no-underline">
        {content}
      </SiteLink>
      {isCloseable ? (
        <button
          type="button"
          onClick={dismiss}
          aria-label={chromeStrings.closeAnnouncement}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1.5 hover:bg-white/15"
        >
          <XMarkIcon className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  )
}
