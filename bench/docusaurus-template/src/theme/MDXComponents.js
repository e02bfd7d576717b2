/**
 * Our MDX components for the Docusaurus build of the same content. DocCardList is Docusaurus's own
 * (without items it lists the current category, or the whole sidebar on the docs landing).
 */
import MDXComponents from '@theme-original/MDXComponents'
import DocCardList from '@theme/DocCardList'
import OperatorDetails from '@site/src/components/OperatorDetails'
import PropertyTable from '@site/src/components/PropertyTable'

const components = { ...MDXComponents, DocCardList, OperatorDetails, PropertyTable }

export default components
