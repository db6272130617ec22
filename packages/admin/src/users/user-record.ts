import type { AdminUser } from '@caoscan/core';
import type { RaRecord } from 'react-admin';

export type AdminUserRecord = AdminUser & RaRecord;
