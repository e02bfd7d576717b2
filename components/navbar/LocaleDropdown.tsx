import { LanguageIcon } from '@heroicons/react/20/solid'
import { chromeStrings } from '@/lib/chrome/strings'
import { siteConfig } from '@/site.config'
import { NavbarDropdown } from './NavbarDropdown'

const { locales } = siteConfig

/** The site's locales (just `en`): each links to the page being read in that locale. */
export function LocaleDropdown({ pageKey, inMenu }: { pageKey: string; inMenu?: boolean }) {
  const items = locales.list.map((locale) => ({
    label: locales.config[locale].label,
    href: pageKey,
    site: true,
    current: locale === locales.defaultLocale,
    lang: locales.config[locale].htmlLang,
  }))
  const label = locales.config[locales.defaultLocale].label
  return (
    <NavbarDropdown
      label={label}
      ariaLabel={chromeStrings.languageButton(label)}
      icon={<LanguageIcon className="h-4 w-4" aria-hidden="true" />}
      items={items}
      pageKey={pageKey}
      inMenu={inMenu}
    />
  )
}
