import { NotFoundContent } from '@/components/errors/NotFoundContent'

export default NotFoundContent
