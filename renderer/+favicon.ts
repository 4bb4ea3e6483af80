import { codeAssets } from '../schemas/asset-kinds.ts';

/** The browser tab's icon: the brand mark, which the share cards and the app icons are drawn from too. */
export default codeAssets.brandMark;
