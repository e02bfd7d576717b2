import { recordedAnswers } from '@/lib/search/testing/fixture-client'
import {
  deepestLevel,
  groupHitsBySection,
  hitPathTexts,
  hitTitleText,
  isDialogHit,
  isSafeHitUrl,
  reuseUnchangedHits,
  sectionSuggestions,
  type DialogHit,
} from './hits'

const [installation] = recordedAnswers.installation.results
const [server] = recordedAnswers.server.results
const [endpointId] = recordedAnswers.endpointId.results

function text(parts: Array<{ value: string }>) {
  return parts.map((part) => part.value).join('')
}

describe('groupHitsBySection', () => {
  it('groups by hierarchy.lvl0 in order of first appearance, 5 per group', () => {
    const groups = groupHitsBySection(installation!.hits)
    expect(groups.map((group) => group.section)).toEqual(['Documentation', 'Third Party Integrations'])
    expect(groups[0]!.hits).toHaveLength(5)
    expect(groups[1]!.hits).toHaveLength(1)
  })

  it('takes the group size from the option', () => {
    const groups = groupHitsBySection(server!.hits, { perGroup: 3 })
    expect(groups).toHaveLength(1)
    expect(groups[0]!.hits).toHaveLength(3)
  })

  it('keeps the 1-based position in the answer and a unique id per hit', () => {
    const groups = groupHitsBySection(installation!.hits)
    const pyctuator = groups[1]!.hits[0]!
    const index = installation!.hits.findIndex((hit) => (hit as DialogHit).objectID === pyctuator.objectID)
    expect(pyctuator.position).toBe(index + 1)
    const ids = groups.flatMap((group) => group.hits.map((hit) => hit.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows the full path so two "Installation" headings are told apart', () => {
    const groups = groupHitsBySection(installation!.hits)
    const pyctuator = groups[1]!.hits[0]!
    expect(text(pyctuator.title)).toBe('Installation')
    expect(pyctuator.path.map(text)).toEqual(['Third Party Integrations', 'Pyctuator', 'Installation'])
  })

  it('uses the highlighted snippet of content hits, with entities decoded', () => {
    const [hit] = groupHitsBySection(endpointId!.hits)[0]!.hits
    expect(hit!.snippet).not.toBeNull()
    expect(text(hit!.snippet!)).toContain('management.endpoint.<id>.access')
    expect(hit!.snippet!.filter((part) => part.isHighlighted).map((part) => part.value)).toContain('id')
    expect(text(hit!.title)).toBe('Exposing the Endpoints')
  })

  it('leaves out hits that fail validation', () => {
    const good = installation!.hits[0]
    const groups = groupHitsBySection([
      good,
      { objectID: 'x', url: 'javascript:alert(1)', type: 'lvl1', hierarchy: {} },
      42,
    ])
    expect(groups.flatMap((group) => group.hits)).toHaveLength(1)
  })
})

describe('hit helpers', () => {
  const hit: DialogHit = {
    objectID: 'a',
    url: '/3.5.6/docs/server#x',
    type: 'content',
    content: 'text',
    hierarchy: {
      lvl0: 'Server',
      lvl1: 'Server',
      lvl2: 'Setup',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  }

  it('finds the deepest heading of a content hit', () => {
    expect(deepestLevel(hit)).toBe('lvl2')
    expect(hitTitleText(hit)).toBe('Setup')
    expect(hitPathTexts(hit)).toEqual(['Server', 'Server', 'Setup'])
    expect(deepestLevel({ ...hit, type: 'lvl1' })).toBe('lvl1')
  })

  it('accepts only same-site paths', () => {
    expect(isSafeHitUrl('/3.5.6/docs/index')).toBe(true)
    for (const url of [
      'javascript:alert(1)',
      '//evil.example',
      'https://evil.example/',
      '/\\evil',
      '/a\nb',
      'docs',
    ]) {
      expect(isSafeHitUrl(url)).toBe(false)
    }
  })

  it('validates the hit shape', () => {
    expect(isDialogHit(hit)).toBe(true)
    expect(isDialogHit({ ...hit, type: 'lvl9' })).toBe(false)
    expect(isDialogHit({ ...hit, objectID: '' })).toBe(false)
    expect(isDialogHit({ ...hit, hierarchy: { lvl0: 3 } })).toBe(false)
    expect(isDialogHit({ ...hit, content: 5 })).toBe(false)
    expect(isDialogHit(null)).toBe(false)
  })

  it('offers at most 3 section names as suggestions', () => {
    const groups = ['A', 'B', 'C', 'D'].map((section) => ({ section, hits: [] }))
    expect(sectionSuggestions(groups)).toEqual(['A', 'B', 'C'])
  })
})

describe('reuseUnchangedHits', () => {
  type Hit = Record<string, unknown> & { _highlightResult: { hierarchy: Record<string, { value: string }> } }
  const hits = () => JSON.parse(JSON.stringify(installation!.hits)) as Hit[]

  it('keeps a hit shown exactly as before as the same object', () => {
    const previous = groupHitsBySection(hits())
    const next = reuseUnchangedHits(groupHitsBySection(hits()), previous)
    expect(next[0]!.hits[0]).toBe(previous[0]!.hits[0])
    expect(next[1]!.hits[0]).toBe(previous[1]!.hits[0])
  })

  it('keeps the unchanged parts of a hit whose highlighting changed', () => {
    const previous = groupHitsBySection(hits())
    const changed = hits()
    const lvl1 = changed[0]!._highlightResult.hierarchy.lvl1!
    lvl1.value = lvl1.value.replace('<mark>Installation</mark>', '<mark>Install</mark>ation')
    const next = reuseUnchangedHits(groupHitsBySection(changed), previous)
    const [before, after] = [previous[0]!.hits[0]!, next[0]!.hits[0]!]
    expect(after).not.toBe(before)
    expect(after.title).not.toBe(before.title)
    expect(after.title.map((part) => part.isHighlighted)).toEqual([true, false])
    expect(after.path[0]).toBe(before.path[0])
  })

  it('never reuses another record at the same place', () => {
    const previous = groupHitsBySection(hits())
    const next = reuseUnchangedHits(groupHitsBySection(server!.hits), previous)
    expect(next[0]!.hits[0]).not.toBe(previous[0]!.hits[0])
    expect(next[0]!.hits[0]!.objectID).toBe((server!.hits[0] as DialogHit).objectID)
  })
})
