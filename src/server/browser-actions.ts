'use server';

import 'server-only';

import { browserAction, formAction } from './action-context';
import * as auth from './auth/actions';
import * as lists from './lists/actions';
import * as locations from './locations/actions';
import * as mail from './mail/actions';
import * as media from './media/actions';
import { menuActions as menu, menuAtActions as menuAt } from '@/features/menu/actions';
import { marketingActions as marketing } from '@/features/marketing/actions';
import { accountActions as accounts, loyaltyActions as loyalty } from '@/features/accounts/actions';
import { countedOrders, orderActions as orders } from '@/features/ordering/actions';
import * as privacy from './privacy/actions';
import { reservationActions as reservations } from '@/features/reservations/actions';
import * as settings from './settings/actions';
import * as staff from './staff/actions';
import {
  inboxActions as inbox,
  submissionActions as submissions,
} from '@/features/visitor-forms/actions';

/*
 * Everything the browser may call, and nothing else: every export of this file is a public
 * endpoint (a server function). Each is one of the domains' actions (server/<domain>/actions.ts),
 * which checks who is asking before it reads what they sent.
 */

// The visitor forms (useActionState: previous state, form data).
export const submitFranchiseApplication = formAction(submissions.franchiseApplicationAction);
export const submitCareerApplication = formAction(submissions.careerApplicationAction);
export const submitContactInquiry = formAction(submissions.contactInquiryAction);
export const submitCateringInquiry = formAction(submissions.cateringInquiryAction);
export const submitFeedback = formAction(submissions.feedbackAction);
export const subscribeToNewsletter = formAction(submissions.newsletterAction);
export const joinBronxNotify = formAction(submissions.bronxNotifyAction);
export const confirmSignupLink = formAction(submissions.confirmSignupAction);
export const unsubscribeLink = formAction(marketing.unsubscribeAction);
export const requestTable = formAction(reservations.reservationRequestAction);

// A guest's account: a code by e-mail or a passkey, then their details and passkeys, signing
// out, deleting it.
export const requestGuestCode = formAction(accounts.requestCode);
export const signInGuest = formAction(accounts.signIn);
export const saveGuestDetails = formAction(accounts.saveDetails);
export const mySavedDetails = browserAction(accounts.checkoutDetails);
export const myRewards = browserAction(accounts.checkoutRewards);
export const signOutGuest = formAction(accounts.signOut);
export const deleteGuestAccount = formAction(accounts.deleteAccount);
export const guestPasskeySignInOptions = browserAction(accounts.passkeySignInOptions);
export const signInGuestWithPasskey = browserAction(accounts.passkeySignIn);
export const guestPasskeyAddOptions = browserAction(accounts.passkeyAddOptions);
export const addGuestPasskey = browserAction(accounts.passkeyAdd);
export const removeGuestPasskey = formAction(accounts.passkeyRemove);
export const saveLoyaltyRules = browserAction(loyalty.loyaltyRulesAction);
export const saveLoyaltyReward = browserAction(loyalty.rewardSaveAction);
export const deleteLoyaltyReward = browserAction(loyalty.rewardDeleteAction);
export const adjustGuestPoints = browserAction(loyalty.pointsAdjustAction);
export const findGuestPoints = browserAction(loyalty.guestPointsAction);

// A guest's pickup order: the cart priced by the server, then placed.
export const quotePickupOrder = browserAction(orders.quotePickupOrderAction);
export const pickupTimes = browserAction(orders.pickupTimesAction);
export const applyPromoCode = browserAction(orders.applyPromoCodeAction);
export const orderAgain = browserAction(orders.orderAgainAction);
export const placePickupOrder = browserAction(
  countedOrders(orders.placePickupOrderAction),
  ({ token, number, pay }) => ({
    token,
    number,
    pay,
  }),
);

// One-time links: the first owner's setup, an invitation.
export const createFirstOwner = browserAction(auth.setupOwnerAction);
export const acceptStaffInvitationLink = browserAction(auth.acceptInvitationAction);

// Account security (anyone on staff) and the sign-in rules.
export const renameMyPasskey = browserAction(auth.renamePasskeyAction);
export const removeMyPasskey = browserAction(auth.removePasskeyAction);
export const unlinkMySignIn = browserAction(auth.unlinkSignInAction);
export const endMySession = browserAction(auth.endMySessionAction);
export const endMyOtherSessions = browserAction(auth.endMyOtherSessionsAction);
export const endStaffSessions = browserAction(auth.endStaffSessionsAction);
export const saveSecurityPolicy = browserAction(auth.saveSecurityPolicyAction);
export const saveRefundPolicy = browserAction(orders.saveRefundPolicyAction);
export const savePromoCodeEntry = browserAction(orders.savePromoCodeAction);
export const deletePromoCodeEntry = browserAction(orders.deletePromoCodeAction);

// Menu.
export const saveCategoryEntry = browserAction(menu.saveCategoryAction);
export const deleteCategoryEntry = browserAction(menu.deleteCategoryAction);
export const reorderCategoryEntries = browserAction(menu.reorderCategoriesAction);
export const saveMenuItemEntry = browserAction(menu.saveItemAction);
export const setMenuItemStatus = browserAction(menu.itemStatusAction);
export const setMenuItemSoldOut = browserAction(menu.itemSoldOutAction);
export const setLocationPrice = browserAction(menuAt.locationPriceAction);
export const setLocationOffered = browserAction(menuAt.locationOfferedAction);
export const setLocationSoldOut = browserAction(menuAt.locationSoldOutAction);
export const setLocationServing = browserAction(menuAt.locationServingAction);
export const copyLocationPrices = browserAction(menuAt.copyLocationSettingsAction);
export const deleteMenuItemEntry = browserAction(menu.deleteItemAction, () => null);
export const uploadMenuItemPhoto = browserAction(menu.uploadPhotoAction, ({ photoUrl }) => ({
  photoUrl,
}));
export const removeMenuItemPhoto = browserAction(menu.removePhotoAction, () => null);
export const saveModifierGroupEntry = browserAction(menu.saveModifierGroupAction);
export const deleteModifierGroupEntry = browserAction(menu.deleteModifierGroupAction);
export const saveModifierOptionEntry = browserAction(menu.saveModifierOptionAction);
export const deleteModifierOptionEntry = browserAction(menu.deleteModifierOptionAction);
export const saveComboEntry = browserAction(menu.saveComboAction);
export const deleteComboEntry = browserAction(menu.deleteComboAction);
export const saveInstagramUrl = browserAction(menu.saveInstagramUrlAction);

// Media library.
export const updateMediaAltText = browserAction(media.updateAltTextAction);
export const deleteMediaFile = browserAction(media.deleteMediaAction, () => null);

// Operations.
export const saveLocationEntry = browserAction(locations.saveLocationAction);
export const deleteLocationEntry = browserAction(locations.deleteLocationAction);
export const requestReservationReview = browserAction(reservations.requestReviewAction);
export const setReservationStatus = browserAction(reservations.reservationStatusAction);
export const declineReservation = browserAction(reservations.declineReservationAction);
export const addReservation = browserAction(reservations.addReservationAction);
export const editReservation = browserAction(reservations.editReservationAction);
export const cancelReservation = browserAction(reservations.cancelReservationAction);
export const moveOrderStep = browserAction(orders.orderStepAction, ({ status }) => ({ status }));
export const refundOrder = browserAction(orders.refundOrderAction);
export const connectStripe = browserAction(orders.connectStripeAction);
export const disconnectStripe = browserAction(orders.disconnectStripeAction);
export const saveBrandFee = browserAction(orders.brandFeeAction);
export const sendOpeningNotice = browserAction(marketing.openingNoticeAction);
export const saveAutoMessages = browserAction(marketing.autoMessagesAction);
export const saveCampaignEntry = browserAction(marketing.saveCampaignAction);
export const deleteCampaignEntry = browserAction(marketing.deleteCampaignAction);
export const scheduleCampaign = browserAction(marketing.scheduleCampaignAction);
export const unscheduleCampaign = browserAction(marketing.unscheduleCampaignAction);
export const sendCampaignTest = browserAction(marketing.testCampaignAction);
export const previewCampaign = browserAction(marketing.previewCampaignAction);
export const pauseOnlineOrders = browserAction(orders.pauseOrderingAction, ({ pausedUntil }) => ({
  pausedUntil,
}));
export const updateInboxEntry = browserAction(inbox.updateInboxAction);
export const deleteSignup = browserAction(lists.deleteSignupAction);

// Owners: staff, settings, visitor data.
export const setStaffRole = browserAction(staff.setRoleAction);
export const setStaffRestaurants = browserAction(staff.setStaffLocationsAction);
export const inviteStaff = browserAction(staff.inviteStaffAction);
export const resendInvitation = browserAction(staff.resendInvitationAction);
export const revokeInvitation = browserAction(staff.revokeInvitationAction);
export const saveSettings = browserAction(settings.saveSettingsAction);
export const saveHomeReviews = browserAction(settings.saveHomeReviewsAction);
export const resendMail = browserAction(mail.resendMailAction);
export const copyMailLink = browserAction(mail.copyMailLinkAction);
export const findVisitorData = browserAction(privacy.findVisitorDataAction);
export const eraseVisitorData = browserAction(privacy.eraseVisitorDataAction, ({ counts }) => ({
  counts,
}));
