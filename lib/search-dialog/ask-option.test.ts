import { askOptionQuestion, defaultOptionIndex, hasAskOption } from './ask-option'

describe('the Ask AI option', () => {
  it('is offered for a typed query on the results and no-results screens only', () => {
    expect(hasAskOption({ screen: 'results' }, 'slack')).toBe(true)
    expect(hasAskOption({ screen: 'noResults' }, 'how do I cluster?')).toBe(true)
    expect(hasAskOption({ screen: 'results' }, '   ')).toBe(false)
    expect(hasAskOption({ screen: 'start' }, 'slack')).toBe(false)
    expect(hasAskOption({ screen: 'error' }, 'slack')).toBe(false)
  })

  it('asks the query with its spaces tidied', () => {
    expect(askOptionQuestion('  how   do I\tsecure it? ')).toBe('how do I secure it?')
  })

  it('leaves the best hit active by default, and the question when nothing matched', () => {
    expect(defaultOptionIndex(5, true)).toBe(1)
    expect(defaultOptionIndex(5, false)).toBe(0)
    expect(defaultOptionIndex(0, true)).toBe(0)
    expect(defaultOptionIndex(0, false)).toBeNull()
  })
})
