import { isApiError } from '@carecall/api-client';

/** The message of a failed user creation: an existing user, or any other failure. */
export function getCreateUserErrorKey(error: unknown): 'users:alreadyExists' | 'users:creationFailed' {
  return isApiError(error) && error.code === 'USER_ALREADY_EXISTS' ? 'users:alreadyExists' : 'users:creationFailed';
}
