// An ALTCHA proof for POST /api/leads, solved for real with altcha-lib's solver; "made `madeAgoMs`
// ago" is a challenge signed with the server's key and an earlier creation time, instead of a wait.
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { createLeadChallenge, proofKey } from '../leads/proof.ts';

export async function solvedLeadProof(app: FastifyInstance, madeAgoMs = 5000): Promise<string> {
  const c = await createLeadChallenge(proofKey(app.config.jwtSecret), Date.now() - madeAgoMs);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
