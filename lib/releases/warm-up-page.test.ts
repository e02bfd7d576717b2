import { codeLanguagesOf, warmUpPage } from './warm-up-page'

describe('the warm-up page', () => {
  it('names each language of the pages fenced code blocks once, as written or indented, with or without meta, but diagrams', () => {
    const pages = [
      '# A\n\n```java title="App.java" {3}\nclass A {}\n```\n\n  ~~~yaml\nkey: 1\n  ~~~\n\n```mermaid\ngraph TD\n```\n',
      '````tsx\n```java\n```\n````\n\n```\nno language\n```\n\n```Java\nagain\n```\n',
    ]
    expect(codeLanguagesOf(pages)).toEqual(['java', 'yaml', 'tsx'])
  })

  it('does not name a fence shown inside a longer block, and goes on after that block closes', () => {
    const page =
      '````md\n```kotlin\nfun main() {}\n```\n````\n\n~~~~\n~~~python\n~~~~\n\n```bash\necho ```\n```\n\n```json\n{}\n```\n'
    expect(codeLanguagesOf([page])).toEqual(['md', 'bash', 'json'])
  })

  it('holds one small block per language, and is not made without any', () => {
    expect(warmUpPage(['java', 'yaml'])).toBe('# Warm-up\n\n```java\nwarm up\n```\n\n```yaml\nwarm up\n```\n')
    expect(warmUpPage([])).toBeNull()
  })
})
