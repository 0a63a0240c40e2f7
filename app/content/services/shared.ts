/**
 * Pieces several service and care pages share: the careful-medicine notice
 * (decision 9) and the actions the service pages repeat.
 */
import { actions, relabel, type Action } from "../actions";
import type { NoticeBlock } from "./types";

export const EMERGENCY_TEXT =
  "If you have a medical emergency, call 911 or go to the nearest emergency room. Do not wait for an appointment or send an online message.";

/** The notice every page describing care carries: is this right for you, and 911. */
export function careNotice(
  rightForYou: string,
  {
    title = "Is This Right for You?",
    emergency = EMERGENCY_TEXT,
    action = actions.callClinic as Action,
  } = {},
): NoticeBlock {
  return { type: "notice", title, rightForYou, emergency, action };
}

/** "Call" plus the tel: link, the short secondary button beside a booking button. */
export const callButton = relabel(actions.callClinic, "Call");

/** Book an appointment with the online scheduler, then the phone. */
export const bookOrCall = [actions.bookAppointment, actions.callClinic] as const;
