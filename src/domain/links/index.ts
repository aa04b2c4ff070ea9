/** Linked reports: creation, reading, the cross-analysis state machine and the Decision Tiebreaker (docs/api.md "Links"). */
export { checkMembers, createLink } from './create.js';
export { findLink, getLinkReport, getLinkStatus, listLinkable, listLinks, resolveLang } from './read.js';
export { claimNextLink, completeLink, failLink, loadMemberSources, MemberUnavailableError, reapStaleLinks, releaseLink, touchLink, type ClaimedLink, type LinkFailureCode } from './lifecycle.js';
export { abandonTiebreaker, reapStaleTiebreakers, runTiebreaker, TIEBREAKER_STALE_SECONDS } from './tiebreaker.js';
export { linkUrls, toLinkStatus, type LinkRow } from './views.js';
