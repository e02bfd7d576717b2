import { TextDocument } from '@/components/page/TextDocument'
import { sitemap, serveDocument } from '@/lib/content/site-documents'

export const getServerSideProps = serveDocument('application/xml', sitemap)

export default TextDocument
