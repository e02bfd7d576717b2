import { titleOf } from './front-matter'
import { firstPageHeading } from './page-heading'

describe('first page heading', () => {
  it('finds a # heading and an underlined one', () => {
    expect(firstPageHeading('Intro text.\n\n# Getting Started\n\n## Next')).toBe('Getting Started')
    expect(firstPageHeading('Getting **Started**\n===\n\nText')).toBe('Getting Started')
  })

  it('does not take a # comment in a code block for a heading', () => {
    const body = [
      'Set the interval:',
      '',
      '```yaml',
      '# check every 10 seconds',
      'spring.boot.admin.monitor.status-interval: 10s',
      '```',
      '',
      '~~~sh',
      '# restart the server',
      '~~~',
      '',
      '## Reminders',
    ].join('\n')
    expect(firstPageHeading(body)).toBeUndefined()
  })

  it('ignores deeper headings and a closing sequence of #', () => {
    expect(firstPageHeading('## Section\n\n# Title #\n')).toBe('Title')
    expect(firstPageHeading('## Only a section')).toBeUndefined()
  })

  it('gives the title when the front matter has none', () => {
    expect(titleOf({ title: ' Server ' }, '# Other')).toBe('Server')
    expect(titleOf({}, '```sh\n# not this\n```\n\n# Clients')).toBe('Clients')
  })
})
