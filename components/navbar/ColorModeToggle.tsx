import { ComputerDesktopIcon, MoonIcon, SunIcon } from '@heroicons/react/24/outline'
import { useColorMode } from '@/hooks/useColorMode'
import { cn } from '@/lib/cn'
import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'

/** Toggles (or cycles, when the config respects the system preference) the colour mode. */
export function ColorModeToggle({ className }: { className?: string }) {
  const { choice, mode, toggle } = useColorMode()
  if (siteConfig.colorMode.disableSwitch) return null
  const label = chromeStrings.colorModeToggle(choice === null ? 'system mode' : `${mode} mode`)
  const Icon = choice === null ? ComputerDesktopIcon : mode === 'dark' ? MoonIcon : SunIcon
  return (
    <button
      type="button"
      onClick={toggle}
      className={cn(
        'rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        className,
      )}
      aria-label={label}
      title={label}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </button>
  )
}
