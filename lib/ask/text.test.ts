import { isStopWord, splitSentences, stemTerm, stemsMatch, withinOneEdit } from './text'

describe('stemTerm', () => {
  it.each([
    ['secure', 'secur'],
    ['securing', 'secur'],
    ['security', 'secur'],
    ['running', 'run'],
    ['notifications', 'notif'],
    ['endpoints', 'endpoint'],
    ['apps', 'app'],
    ['properties', 'propert'],
  ])('%s → %s', (word, stem) => {
    expect(stemTerm(word)).toBe(stem)
  })

  it('leaves short words and words with digits alone', () => {
    expect(stemTerm('ui')).toBe('ui')
    expect(stemTerm('jmx')).toBe('jmx')
    expect(stemTerm('http2s')).toBe('http2s')
  })
})

describe('stemsMatch', () => {
  it('matches equal stems and a stem extended by at most two letters', () => {
    expect(stemsMatch('clust', 'cluster')).toBe(true)
    expect(stemsMatch('notifi', 'notif')).toBe(true)
    expect(stemsMatch('secur', 'secur')).toBe(true)
  })

  it('does not match unrelated words that merely share a beginning', () => {
    expect(stemsMatch('head', 'headless')).toBe(false)
    expect(stemsMatch('run', 'runtim')).toBe(false)
  })
})

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap', () => {
    expect(withinOneEdit('notifcation', 'notification')).toBe(true)
    expect(withinOneEdit('clsuter', 'cluster')).toBe(true)
    expect(withinOneEdit('hazelcast', 'hazelcats')).toBe(true)
    expect(withinOneEdit('secure', 'secures')).toBe(true)
  })

  it('refuses two edits', () => {
    expect(withinOneEdit('notifcaton', 'notification')).toBe(false)
    expect(withinOneEdit('abc', 'cba')).toBe(false)
  })
})

describe('isStopWord', () => {
  it('knows question filler but not topic words', () => {
    expect(['how', 'do', 'i', 'the', 'properly', 'please'].every(isStopWord)).toBe(true)
    expect(['secure', 'slack', 'cluster'].some(isStopWord)).toBe(false)
  })
})

describe('splitSentences', () => {
  it('splits at sentence ends followed by a capital', () => {
    expect(splitSentences('Add the starter. Then set the host! Does it work? Yes.')).toEqual([
      'Add the starter.',
      'Then set the host!',
      'Does it work?',
      'Yes.',
    ])
  })

  it('keeps abbreviations, dotted names and lower-case continuations together', () => {
    expect(splitSentences('Use a store, e.g. LDAP or a database. Set spring.mail.host to the host.')).toEqual(
      ['Use a store, e.g. LDAP or a database.', 'Set spring.mail.host to the host.'],
    )
    expect(splitSentences('It waits 10 s. before retrying.')).toEqual(['It waits 10 s. before retrying.'])
  })

  it('starts a new sentence at a property name', () => {
    expect(splitSentences('It is on by default. spring.boot.admin.ui.enabled turns it off.')).toEqual([
      'It is on by default.',
      'spring.boot.admin.ui.enabled turns it off.',
    ])
  })

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(splitSentences('The value is "UP." (See the journal.) Next one.')).toEqual([
      'The value is "UP."',
      '(See the journal.)',
      'Next one.',
    ])
  })
})
