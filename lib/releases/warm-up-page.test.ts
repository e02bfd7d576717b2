import { codeLanguagesOf, warmUpPage } from './warm-up-page'

describe('the warm-up page', () => {
  it('names each language of the pages fenced code blocks once, as written or indented, with or without meta, but diagrams', () => {
    const pages = [
      '# A\n\n```java title="App.java" {3}\nclass A {}\n```\n\n  ~~~yaml\nkey: 1\n  ~~~\n\n```mermaid\ngraph TD\n```\n',
      '````tsx\n```java\n```\n````\n\n```\nno language\n```\n\n```Java\nagain\n```\n',
    ]
    expect(codeLanguagesOf(pages)).toEqual(['java', 'yaml', 'tsx'])
  })

  it('holds one small block per language, and is not made without any', () => {
    expect(warmUpPage(['java', 'yaml'])).toBe('# Warm-up\n\n```java\nwarm up\n```\n\n```yaml\nwarm up\n```\n')
    expect(warmUpPage([])).toBeNull()
  })
})
