import { PageHead } from '@/components/common/PageHead'
import { ErrorPageContent } from './ErrorPageContent'

interface ReloadErrorPageProps {
  title: string
  action: string
  /** The page's own path, for its head. */
  path: string
  children?: React.ReactNode
}

/**
 * A whole error page, head and body, whose one button reloads: a page Next.js renders in place of
 * a failed one has no tree of its own to render again.
 */
export function ReloadErrorPage({ title, action, path, children }: ReloadErrorPageProps) {
  return (
    <>
      <PageHead title={title} path={path} />
      <ErrorPageContent title={title} action={action} onAction={() => window.location.reload()}>
        {children}
      </ErrorPageContent>
    </>
  )
}
