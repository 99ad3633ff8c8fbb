import { makeAutoObservable } from 'mobx';
import type { Complaint } from '../../src-domain/complaints/complaint.entity';
import type { StoreContext } from '../app/store-context';
import { Loadable } from '../shared/loadable';

/** The borrower's complaints, as the messages page shows them. */
export class ComplaintsStore {
  readonly complaints = new Loadable<Complaint[]>();

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<ComplaintsStore, 'context'>(this, { context: false });
  }

  load(): Promise<void> {
    return this.complaints.load(async () => (await this.context.services.get()).complaints.list.execute());
  }
}
