import { NotFoundContent } from '@/components/chrome/NotFoundContent'

export default NotFoundContent
