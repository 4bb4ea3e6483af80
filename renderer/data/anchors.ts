/**
 * Ids of page sections that other pages link to (`/ec/about#certifications`), in a module of their own so a
 * component that renders the section takes the id without the server-side page data modules.
 */
export const certificationsId = 'certifications';
