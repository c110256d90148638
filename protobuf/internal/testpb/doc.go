package testpb
