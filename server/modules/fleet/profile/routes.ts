import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@/contracts/envelope';
import { driverProfileResponse } from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../lib/access';
import * as service from './service';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ho-so-xe/cua-toi',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Hồ sơ xe và giấy tờ của tài xế',
        response: { 200: driverProfileResponse, 401: apiError, 403: apiError },
      },
    },
    async (req) => ({ data: await service.myProfile(db, await actorOf(db, req)) }),
  );
};
