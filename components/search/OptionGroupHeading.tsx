import { cn } from '@/lib/cn'

interface OptionGroupHeadingProps {
  /** The id the group's aria-labelledby points at. */
  id: string
  /** Where the screen places the heading (sticky, or aligned in a grid). */
  className?: string
  children: React.ReactNode
}

/** The heading of a group of options in the dialog's listbox: a section of results, or of stored searches. */
export function OptionGroupHeading({ id, className, children }: OptionGroupHeadingProps) {
  return (
    <div
      role="presentation"
      id={id}
      className={cn(
        className,
        'px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300',
      )}
    >
      {children}
    </div>
  )
}
