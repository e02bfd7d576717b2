import { TextDocument } from '@/components/page/TextDocument'
import { sitemap, serveDocument } from '@/lib/releases/site-documents'

export const getServerSideProps = serveDocument('application/xml', sitemap)

export default TextDocument
