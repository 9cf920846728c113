import { flatRoutes } from '@remix-run/fs-routes'
import type { RouteConfig } from '@remix-run/route-config'

// The file-system routes of app/routes, through the route config React Router 7 reads.
export default flatRoutes() satisfies RouteConfig
