import { SECTION_BODY_CLASS } from '@/lib/content/section-body'

/**
 * Where a content heading is, relative to the top of the viewport, measured without making the
 * browser lay out content it has skipped. A heading that opens a section box (see
 * lib/content/rehype-section-bodies.ts) is measured by its box: the box keeps a size while its
 * content is skipped, and its top is the heading's top margin above the heading. Measuring the
 * heading itself would make the browser lay out the whole section, off screen or not.
 */
export function headingTop(heading: Element): number {
  const box = heading.parentElement
  const opensBox =
    box !== null && box.classList.contains(SECTION_BODY_CLASS) && box.firstElementChild === heading
  return (opensBox ? box : heading).getBoundingClientRect().top
}
