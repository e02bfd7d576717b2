import { TextDocument } from '@/components/page/TextDocument'
import { atomFeed, serveDocument } from '@/lib/releases/site-documents'

export const getServerSideProps = serveDocument('application/atom+xml', atomFeed)

export default TextDocument
