import { Head, Html, Main, NextScript } from 'next/document'
import { BaseUrlIssueBanner } from '@/components/chrome/BaseUrlIssueBanner'
import { bootScript } from '@/lib/chrome/boot-script.cjs'
import { siteConfig, withBasePath } from '@/site.config'

const locale = siteConfig.locales.config[siteConfig.locales.defaultLocale]

export default function Document() {
  return (
    <Html
      lang={locale.htmlLang}
      dir={locale.direction}
      data-theme={siteConfig.colorMode.defaultMode}
      data-theme-key={siteConfig.storageKeys.theme}
      data-default-theme={siteConfig.colorMode.defaultMode}
      data-respect-system={String(siteConfig.colorMode.respectPrefersColorScheme)}
      data-announcement-key={siteConfig.storageKeys.announcementDismissed}
      data-announcement-id-key={siteConfig.storageKeys.announcementId}
      data-announcement-id={siteConfig.announcementBar.id}
      data-base-path={siteConfig.basePath}
    >
      <Head>
        {/* Before first paint: stored colour mode, dismissed announcement (no flash), base path check. */}
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        <meta name="generator" content={siteConfig.metadata.generator} />
        <link rel="icon" href={withBasePath('/favicon.svg')} type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/rss+xml"
          href={withBasePath('/blog/rss.xml')}
          title={`${siteConfig.title} blog (RSS)`}
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          href={withBasePath('/blog/atom.xml')}
          title={`${siteConfig.title} blog (Atom)`}
        />
      </Head>
      <body>
        <BaseUrlIssueBanner />
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
