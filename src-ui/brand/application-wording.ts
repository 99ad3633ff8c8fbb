import type { ApplicationWording } from './brand-content.schema';
import { kestrelCreditApplicationWording } from './kestrel-credit.application.content';

/** The application's words this build shows. A deployment overrides this single export, as it overrides `activeContent`. */
export const activeApplicationWording: ApplicationWording = kestrelCreditApplicationWording;
