/** The banner of an older or unreleased version's docs pages (Docusaurus's wording is the model). */
export const versionBannerStrings = {
  unmaintained: (site: string, version: string) =>
    `This is documentation for ${site} ${version}, which is no longer actively maintained.`,
  unreleased: (site: string, version: string) => `This is unreleased documentation for ${site} ${version}.`,
  latestBefore: 'For up-to-date documentation, see the ',
  latestLink: 'latest version',
  latestAfter: (version: string) => ` (${version}).`,
}
