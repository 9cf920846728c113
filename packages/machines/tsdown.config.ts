import { packageBuild } from '@dating/packages/tsdown'

export default packageBuild(import.meta.url)
