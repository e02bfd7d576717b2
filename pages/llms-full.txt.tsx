import { TextDocument } from '@/components/page/TextDocument'
import { llmsFullTxtOfSite, serveDocument } from '@/lib/releases/site-documents'

export const getServerSideProps = serveDocument('text/plain', llmsFullTxtOfSite)

export default TextDocument
