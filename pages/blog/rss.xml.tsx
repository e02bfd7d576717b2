import { TextDocument } from '@/components/page/TextDocument'
import { rssFeed, serveDocument } from '@/lib/releases/site-documents'

export const getServerSideProps = serveDocument('application/rss+xml', rssFeed)

export default TextDocument
