import { ComputerDesktopIcon, MoonIcon, SunIcon } from '@heroicons/react/24/outline'
import { useColorMode } from '@/hooks/useColorMode'

/** Toggles (or cycles, when the config respects the system preference) the colour mode. */
export function ColorModeToggle() {
  const { choice, mode, toggle } = useColorMode()
  const current = choice === null ? 'system mode' : `${mode} mode`
  const Icon = choice === null ? ComputerDesktopIcon : mode === 'dark' ? MoonIcon : SunIcon
  return (
    <button
      type="button"
      onClick={toggle}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      aria-label={`Switch between dark and light mode (currently ${current})`}
      title={`Switch between dark and light mode (currently ${current})`}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </button>
  )
}
