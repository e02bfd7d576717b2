import { TextDocument } from '@/components/page/TextDocument'
import { llmsTxtOfSite, serveDocument } from '@/lib/releases/site-documents'

export const getServerSideProps = serveDocument('text/plain', llmsTxtOfSite)

export default TextDocument
