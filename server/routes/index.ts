import { applicationRoutes } from './applications';
import { bankSportRoutes } from './bank-sport';
import { committeeRoutes } from './committee';
import { configureRoutes } from './configure';
import { editRoutes } from './edits';
import { eventRoutes } from './events';
import { extrasRoutes } from './extras';
import { faqRoutes } from './faq';
import { groupRoutes } from './groups';
import { healthRoutes } from './health';
import { heroRoutes } from './heroes';
import { linkmanRoutes } from './linkmen';
import { loginRoutes } from './login';
import { lookupRoutes } from './lookup';
import { messagingMediaRoutes } from './messaging-media';
import { paymentRoutes } from './payments';
import { pickupRoutes } from './pickup';
import { qualificationRoutes } from './qualification';
import { raceNumberRoutes } from './race-numbers';
import { refundRoutes } from './refunds';
import { resultRoutes } from './results';
import { returningRunnerRoutes } from './returning-runner';
import { runnerInfoRoutes } from './runner-info';
import { shareRoutes } from './share';
import { teamRoutes } from './teams';
import { trackRoutes } from './tracks';
import { uploadRoutes } from './uploads';
import { waitingRoutes } from './waiting';
import type { Area } from './types';

/**
 * Every area the API always serves, one plugin (and one file) each. The dev and sandbox areas
 * are left out: the server registers them only when its options ask for them.
 */
export const API_AREAS: readonly Area[] = [
  healthRoutes,
  loginRoutes,
  eventRoutes,
  linkmanRoutes,
  applicationRoutes,
  waitingRoutes,
  committeeRoutes,
  paymentRoutes,
  refundRoutes,
  uploadRoutes,
  resultRoutes,
  lookupRoutes,
  faqRoutes,
  heroRoutes,
  shareRoutes,
  teamRoutes,
  groupRoutes,
  pickupRoutes,
  raceNumberRoutes,
  configureRoutes,
  runnerInfoRoutes,
  bankSportRoutes,
  qualificationRoutes,
  trackRoutes,
  returningRunnerRoutes,
  messagingMediaRoutes,
  extrasRoutes,
  editRoutes,
];
