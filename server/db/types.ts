import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Currency } from '../../core/domain/currency';
import type { ApplyType, CountryType } from '../../core/domain/enums';
import type { ExtraKind } from '../../core/domain/extras';
import type { RefundStatus } from '../../core/domain/order/payState';
import type { OrderState } from '../../core/domain/order/state';
import type { Ranks } from '../../core/domain/results/ranks';
import type { Lang } from '../i18n/index';

/** A jsonb column: written as JSON text, read back as parsed JSON. */
type Json<T = unknown> = ColumnType<T, string, string>;

export interface EventTable {
  id: number;
  key: string;
  mode: string;
  opens: Date;
  closes: Date;
  race_date: Date;
  stage_override: string | null;
  pay_within_hours: number | null;
  config: Json;
  updated_at: Date;
}

export interface TicketTable {
  id: number;
  event_id: number;
  position: number;
  name: Json;
  price_mainland: number;
  /** Null when the ticket is not sold to foreign entrants. */
  price_foreign: number | null;
  capacity: number;
  active: Generated<boolean>;
}

/** One place of a ticket; taken and given back only through server/services/places.ts. */
export interface TicketPlaceTable {
  ticket_id: number;
  /** 1..capacity; rows above a lowered capacity are never taken again. */
  n: number;
  taken: Generated<boolean>;
}

export interface RunnerTable {
  id: Generated<number>;
  phone: string;
  /** Loyalty beans the runner can spend on a discount (100 beans = 1 yuan). */
  beans: Generated<number>;
  created_at: Date;
}

export interface AccessTokenTable {
  token_hash: string;
  runner_id: number;
  created_at: Date;
  expires_at: Date;
}

export interface CaptchaTable {
  id: string;
  answer: string;
  created_at: Date;
  expires_at: Date;
  used: Generated<boolean>;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
  used: Generated<boolean>;
}

export interface LinkmanTable {
  id: Generated<number>;
  runner_id: number;
  name: string;
  is_self: Generated<boolean>;
  values: Json<Record<string, unknown>>;
  created_at: Date;
  updated_at: Date;
}

export interface ApplicationTable {
  id: Generated<number>;
  order_no: string;
  runner_id: number;
  event_id: number;
  apply_type: ApplyType;
  role_id: number | null;
  country_type: CountryType;
  form_values: Json<Record<string, unknown>>;
  /** The order state (core/domain/order); pay_state and refund_status are derived from it. */
  state: OrderState;
  pay_state: number;
  /** What the order costs, in cents of `currency`, as priced by the server (channel fee excluded). */
  amount: number;
  original_amount: number;
  beans_used: number;
  currency: Currency;
  /** Whether this application holds taken ticket places (given back on cancel or refund). */
  holds_capacity: boolean;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  pay_channel: string | null;
  pay_deadline: Date | null;
  cancelled_at: Date | null;
  refund_status: Generated<RefundStatus>;
  refund_requested_at: Date | null;
  refunded_at: Date | null;
  /** The channel fee of the approved payment (instalments), in cents; 0 before payment. */
  fee: Generated<number>;
  /** What the runner paid, fee included; null until paid. */
  paid_amount: number | null;
  /** The committee documents the runner accepted (committee flow); null where the event had none. */
  declaration_id: number | null;
  commitment_id: number | null;
  answer_template_id: number | null;
  /** The order in the next edition this one was deferred to (withdrawal with deferral). */
  deferred_to: number | null;
  /** The group whose order or member's registration this is; null outside a group. */
  group_id: Generated<number | null>;
  /** The team captain's order that paid this member's registration; null when paid on its own. */
  covered_by: Generated<number | null>;
  /** Place in the draw's waiting order of an entry that was not drawn (1 is next in line). */
  wait_rank: number | null;
  /** The language the runner signed up in; null for entries made before it was recorded. */
  lang: Generated<Lang | null>;
}

export interface ApplicationTicketTable {
  application_id: number;
  ticket_id: number;
  price: number;
}

export interface PaymentTable {
  trade_no: string;
  application_id: number;
  kind: 'payment' | 'refund';
  channel: string;
  amount: number;
  currency: Currency;
  instalment_terms: number | null;
  /** The channel fee included in `amount`. */
  fee: Generated<number>;
  status: 'pending' | 'approved' | 'declined' | 'rejected';
  return_url: string | null;
  created_at: Date;
  completed_at: Date | null;
  /** The premium number's supplementary order this trade pays; null for the registration's own. */
  number_order_id: Generated<number | null>;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface UploadTable {
  id: string;
  runner_id: number;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Date;
}

/** Provider work stored before it is done, so a restart resumes it (a refund request). */
export interface ProviderJobTable {
  id: Generated<number>;
  kind: 'refund';
  trade_no: string;
  payload: Json<{ tradeNo: string; amount: number; currency: string }>;
  due_at: Date;
  attempts: Generated<number>;
  created_at: Date;
  done_at: Date | null;
}

/** A one-time, short-lived ticket that lets one navigation pay one order (no session token in URLs). */
/** A runner's place in a race's waiting room: admitted at `admit_at`, in the order of `position`. */
export interface WaitingRoomEntryTable {
  event_id: number;
  runner_id: number;
  position: number;
  admit_at: Date;
  joined_at: Date;
}

export interface WaitingLineTable {
  event_id: number;
  last_position: number;
  last_admit_ms: number;
}

export interface PayTicketTable {
  ticket_hash: string;
  runner_id: number;
  application_id: number;
  expires_at: Date;
  used: Generated<boolean>;
  created_at: Date;
}

/** One finisher's result; ranks are stored as worked out from the whole field at import. */
export interface ResultTable {
  id: Generated<number>;
  event_id: number;
  course: number;
  bib: string;
  /** SHA-256 hex of the runner's ID number: the plain number is never stored. */
  id_hash: string;
  name: string | null;
  gender: number;
  age_group: string | null;
  gun_seconds: number;
  net_seconds: number;
  splits: Json<{ label: string; seconds: number }[]>;
  ranks: Json<Ranks>;
  imported_at: Date;
}

/** The GPS track (GPX text) of a result. */
export interface ResultTrackTable {
  result_id: number;
  gpx: string;
  attached_at: Date;
}

/** One limited action (a status lookup, a quiz answer), kept an hour for its rate limits. */
export interface AttemptTable {
  id: Generated<number>;
  kind: string;
  ip: string;
  /** Whom or what the action is about: a hash of a looked-up person, a runner on a race. */
  subject: string;
  created_at: Date;
}

/** One runner's thumbs-up on one hero story or race report. */
export interface HeroThumbTable {
  item_key: string;
  runner_id: number;
  created_at: Date;
}

/** A team of one race (apply type '2'); `application_id` is the captain's order when the captain pays. */
export interface TeamTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  captain_id: number;
  payer: 'captain' | 'each';
  invite_code: string | null;
  invite_expires_at: Date | null;
  application_id: number | null;
  created_at: Date;
  updated_at: Date;
}

/** A runner in a team, holding one place of their role's ticket; `application_id` when each pays. */
export interface TeamMemberTable {
  event_id: number;
  runner_id: number;
  team_id: number;
  role_id: number;
  ticket_id: number;
  form_values: Json<Record<string, unknown>>;
  application_id: number | null;
  joined_at: Date;
  /** Whether the membership holds a taken ticket place (given back when its order expires). */
  holds_place: Generated<boolean>;
}

/** A group one leader signs up and pays for; `order_id` is its current order. */
export interface EntryGroupTable {
  id: Generated<number>;
  event_id: number;
  leader_id: number;
  order_id: number | null;
  created_at: Date;
  updated_at: Date;
}

/** A person of a group, holding one place of their ticket; `application_id` once it is paid. */
export interface GroupMemberTable {
  group_id: number;
  position: number;
  ticket_id: number;
  form_values: Json<Record<string, unknown>>;
  application_id: number | null;
  /** Whether the person holds a taken ticket place (given back when the order expires). */
  holds_place: Generated<boolean>;
}

/** A refund asked for by the runner (refund page or withdrawal), with the policy's amount. */
export interface RefundRequestTable {
  id: Generated<number>;
  application_id: number;
  runner_id: number;
  kind: 'refund' | 'withdrawal';
  /** requested → approved (sent to the provider) → refunded, or rejected (by staff or provider). */
  status: 'requested' | 'approved' | 'refunded' | 'rejected';
  amount: number;
  currency: Currency;
  percent: number;
  /** End of the refund window that applied. */
  rule_until: Date | null;
  handling_fee: Generated<number>;
  reason: string | null;
  /** URL of the uploaded document (a medical certificate). */
  document: string | null;
  decision_reason: string | null;
  trade_no: string | null;
  created_at: Date;
  decided_at: Date | null;
  refunded_at: Date | null;
}

/** Bookings of one pickup slot; its capacity is the event config's. */
export interface PickupSlotTable {
  event_id: number;
  date: string;
  slot_id: string;
  taken: Generated<number>;
}

/** A paid runner's pickup slot; the proxy columns are set when someone else collects. */
export interface PickupReservationTable {
  application_id: number;
  event_id: number;
  date: string;
  slot_id: string;
  proxy_name: string | null;
  proxy_phone: string | null;
  proxy_id_number: string | null;
  reserved_at: Date;
  collected_at: Date | null;
}

/** A race number taken by an application; the primary key keeps it unique in the race. */
export interface RaceNumberTable {
  event_id: number;
  cno: string;
  application_id: number;
  taken_at: Date;
  /** The supplementary order of a premium number; null for a number taken without a price. */
  number_order_id: Generated<number | null>;
  /** Until when an unpaid premium number is held for the runner; null once it is theirs. */
  held_until: Generated<Date | null>;
}

/** The supplementary order of one premium number, on top of its paid registration. */
export interface NumberOrderTable {
  id: Generated<number>;
  order_no: string;
  application_id: number;
  event_id: number;
  cno: string;
  amount: number;
  currency: Currency;
  state: OrderState;
  pay_deadline: Date | null;
  paid_at: Date | null;
  created_at: Date;
}

/** Stock of an add-on or places of a charity partner (kind `addon` | `donation`), from the configs. */
export interface ExtraStockTable {
  event_id: number;
  kind: ExtraKind;
  item_id: string;
  capacity: number;
  /** Taken only by a conditional update (`sold + n <= capacity`), so never oversold. */
  sold: Generated<number>;
}

/** An order's add-on or donation line, priced by the server in the order's currency. */
export interface ApplicationExtraTable {
  application_id: number;
  kind: ExtraKind;
  item_id: string;
  quantity: number;
  unit_price: number;
  amount: number;
  /** Whether the line still holds its stock (given back on cancel or refund). */
  holds_stock: Generated<boolean>;
}

export interface DB {
  refund_request: RefundRequestTable;
  provider_job: ProviderJobTable;
  pay_ticket: PayTicketTable;
  waiting_room_entry: WaitingRoomEntryTable;
  waiting_line: WaitingLineTable;
  event: EventTable;
  ticket: TicketTable;
  ticket_place: TicketPlaceTable;
  runner: RunnerTable;
  access_token: AccessTokenTable;
  captcha: CaptchaTable;
  sms_code: SmsCodeTable;
  linkman: LinkmanTable;
  application: ApplicationTable;
  application_ticket: ApplicationTicketTable;
  payment: PaymentTable;
  setting: SettingTable;
  upload: UploadTable;
  result: ResultTable;
  result_track: ResultTrackTable;
  attempt: AttemptTable;
  hero_thumb: HeroThumbTable;
  team: TeamTable;
  team_member: TeamMemberTable;
  entry_group: EntryGroupTable;
  group_member: GroupMemberTable;
  pickup_slot: PickupSlotTable;
  pickup_reservation: PickupReservationTable;
  race_number: RaceNumberTable;
  number_order: NumberOrderTable;
  extra_stock: ExtraStockTable;
  application_extra: ApplicationExtraTable;
}

export type Db = Kysely<DB>;
