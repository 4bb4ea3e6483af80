import { routeFor } from '../../routing/site-routes.ts';

export default routeFor('privacy');
