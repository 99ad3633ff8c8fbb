import { makeAutoObservable, runInAction } from 'mobx';
import type { LoanProduct } from '../../src-domain/loans/loan-product.entity';
import type { ProductOffer } from '../../src-domain/loans/product-offer.entity';
import type { LoanQuote } from '../../src-domain/loans/quote';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import type { StoreContext } from '../app/store-context';

/** How long the figures wait for the slider to settle before asking for a new quote. */
export const QUOTE_DELAY_MS = 250;

/** What the page was opened with (`/calculator?product=…&amount=…&term=…`). */
export interface CalculatorStart {
  product?: string | null;
  /** Minor units. */
  amount?: number | null;
  term?: number | null;
}

/** The amount nearest `amount` that the product lends (inside its bounds, on its step). */
export function nearestAmount(product: LoanProduct, amount: number): number {
  const bounded = Math.min(Math.max(amount, product.minPrincipalMinor), product.maxPrincipalMinor);
  const steps = Math.round((bounded - product.minPrincipalMinor) / product.principalStepMinor);
  return Math.min(product.minPrincipalMinor + steps * product.principalStepMinor, product.maxPrincipalMinor);
}

/** The term nearest `term` that the product offers. */
export function nearestTerm(product: LoanProduct, term: number): number {
  const bounded = Math.min(Math.max(term, product.minTerm), product.maxTerm);
  const steps = Math.round((bounded - product.minTerm) / product.termStep);
  return Math.min(product.minTerm + steps * product.termStep, product.maxTerm);
}

/**
 * The loan calculator: the catalogue, the chosen product, amount and term, and the quote for them.
 * A new quote is asked for once the person stops moving a slider; an answer to an older question
 * is dropped, so the figures always match what is on screen.
 */
export class CalculatorStore {
  offers: ProductOffer[] | null = null;
  loadError: string | null = null;
  alias = '';
  amountMinor = 0;
  term = 0;
  quote: LoanQuote | null = null;
  quoting = false;
  quoteError: string | null = null;
  private asked = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<CalculatorStore, 'context' | 'asked' | 'timer'>(this, { context: false, asked: false, timer: false });
  }

  get selected(): ProductOffer | null {
    return this.offers?.find((offer) => offer.product.alias === this.alias) ?? null;
  }

  /** True while the figures on screen belong to other inputs than the ones shown. */
  get stale(): boolean {
    const quote = this.quote;
    return quote === null || quote.productAlias !== this.alias || quote.principalMinor !== this.amountMinor || quote.term !== this.term;
  }

  /** Loads the catalogue and prices the starting choice (the first product's representative example unless told). */
  async load(start: CalculatorStart = {}): Promise<void> {
    this.loadError = null;
    try {
      const { products } = await this.context.services.get();
      const offers = await products.list.execute();
      runInAction(() => {
        this.offers = offers;
        const offer = offers.find((o) => o.product.alias === start.product) ?? offers[0];
        if (!offer) return;
        this.alias = offer.product.alias;
        this.amountMinor = nearestAmount(offer.product, start.amount ?? offer.product.representative.principalMinor);
        this.term = nearestTerm(offer.product, start.term ?? offer.product.representative.term);
      });
      if (this.selected) await this.requote();
    } catch (error) {
      runInAction(() => {
        this.loadError = describeError(error);
      });
    }
  }

  /** Switches product, starting from its representative example. */
  choose(alias: string): void {
    const offer = this.offers?.find((o) => o.product.alias === alias);
    if (!offer || alias === this.alias) return;
    this.alias = alias;
    this.amountMinor = offer.product.representative.principalMinor;
    this.term = offer.product.representative.term;
    this.scheduleQuote(0);
  }

  setAmount(amountMinor: number): void {
    const product = this.selected?.product;
    if (!product || !Number.isFinite(amountMinor)) return;
    this.amountMinor = nearestAmount(product, amountMinor);
    this.scheduleQuote();
  }

  setTerm(term: number): void {
    const product = this.selected?.product;
    if (!product || !Number.isFinite(term)) return;
    this.term = nearestTerm(product, term);
    this.scheduleQuote();
  }

  /** Asks again after a failed quote. */
  retry(): void {
    this.scheduleQuote(0);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private scheduleQuote(delay = QUOTE_DELAY_MS): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.requote(), delay);
  }

  private async requote(): Promise<void> {
    this.timer = null;
    const ask = ++this.asked;
    const question = { product_alias: this.alias, amount: this.amountMinor, term: this.term };
    this.quoting = true;
    this.quoteError = null;
    try {
      const { products } = await this.context.services.get();
      const quote = await products.quote.execute(question);
      runInAction(() => {
        if (ask !== this.asked) return;
        this.quote = quote;
        this.quoting = false;
      });
    } catch (error) {
      runInAction(() => {
        if (ask !== this.asked) return;
        this.quoting = false;
        this.quoteError = error instanceof ValidationFailed ? Object.values(error.fields).flat()[0] ?? describeError(error) : describeError(error);
      });
    }
  }
}
