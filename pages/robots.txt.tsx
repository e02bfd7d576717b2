import { TextDocument } from '@/components/page/TextDocument'
import { robotsTxt, serveDocument } from '@/lib/releases/site-documents'

export const getServerSideProps = serveDocument('text/plain', robotsTxt)

export default TextDocument
